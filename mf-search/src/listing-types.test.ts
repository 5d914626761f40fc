import { breadcrumbLabel, typeFromPath } from './listing-types';

describe('results route type', () => {
  it.each([
    ['/pg', 'PG'],
    ['/search_hostel', 'HOSTEL'],
    ['/mess', 'MESS'],
    ['/search_room', 'ROOM'],
    ['/PG', 'PG'],
    ['/list', 'LIST'],
  ])('%s shows breadcrumb %s', (path, label) => {
    expect(breadcrumbLabel(path)).toBe(label);
  });

  it('list shows every type', () => {
    expect(typeFromPath('/list')).toBeNull();
  });
});
