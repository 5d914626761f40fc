import type { EnquiryThreadSummary } from '@basera/shared';
import { groupByListing, leadsSearch, readLeadsQuery } from './model';

const thread = (id: number, property_id: number, listing_name: string) =>
  ({ id, property_id, listing_name }) as EnquiryThreadSummary;

describe('the lead inbox’s model', () => {
  it('reads the address, falling back to All, every listing and page 1 for anything unknown', () => {
    expect(readLeadsQuery(new URLSearchParams('status=visit&listing=7&page=2'))).toEqual({
      status: 'visit',
      listing: 7,
      page: 2,
    });
    expect(readLeadsQuery(new URLSearchParams('status=spam&listing=-3&page=x'))).toEqual({
      status: null,
      listing: null,
      page: 1,
    });
    expect(leadsSearch({ status: null, listing: null, page: 1 }).toString()).toBe('');
    expect(leadsSearch({ status: 'new', listing: 8, page: 3 }).toString()).toBe(
      'status=new&listing=8&page=3',
    );
  });

  it('groups runs of one listing in the order the API sent them', () => {
    const groups = groupByListing([
      thread(5, 1, 'A'),
      thread(4, 1, 'A'),
      thread(3, 2, 'B'),
      thread(2, 1, 'A'),
    ]);
    expect(groups.map((group) => [group.name, group.threads.map((item) => item.id)])).toEqual([
      ['A', [5, 4]],
      ['B', [3]],
      ['A', [2]],
    ]);
  });
});
