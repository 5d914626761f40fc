import { breadcrumbLabel, typeFromPath } from './listing-types';
import { bedsFreeNow, breadcrumbFor, readSearch, toggleListValue, writeSearch } from './search-state';

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

  it('reads the route’s type, and none for /list', () => {
    expect(typeFromPath('/search_room')).toBe('Room');
    expect(typeFromPath('/hostel')).toBe('Hostel');
    expect(typeFromPath('/list')).toBeNull();
  });
});

describe('search state in the URL', () => {
  it('takes the room type from the route unless the query names one', () => {
    expect(readSearch('/search_hostel', new URLSearchParams())).toEqual({ room_type: 'Hostel' });
    expect(readSearch('/pg', new URLSearchParams())).toEqual({ room_type: 'Pg' });
    expect(readSearch('/room', new URLSearchParams())).toEqual({ room_type: 'Room' });
    expect(readSearch('/pg', new URLSearchParams('room_type=Mess'))).toEqual({ room_type: 'Mess' });
    expect(readSearch('/list', new URLSearchParams('state_id=12&city_id=Choose...'))).toEqual({
      state_id: '12',
    });
    expect(readSearch('/PG', new URLSearchParams('search=koramangala'))).toEqual({ search: 'koramangala' });
    expect(readSearch('/PG', new URLSearchParams())).toEqual({});
  });

  it('reads any spelling of a room type as the search box’s option', () => {
    expect(readSearch('/list', new URLSearchParams('room_type=PG'))).toEqual({ room_type: 'Pg' });
    expect(readSearch('/list', new URLSearchParams('room_type=Room+Sharing'))).toEqual({ room_type: 'Room' });
    expect(readSearch('/list', new URLSearchParams('room_type=Villa'))).toEqual({ room_type: 'Villa' });
  });

  it('resets to page 1 when a filter changes and drops unset values', () => {
    const next = writeSearch(new URLSearchParams('page=3&gender=Male'), { gender: '', sharing: 'Shared' });
    expect(next.toString()).toBe('sharing=Shared');
    expect(writeSearch(new URLSearchParams('sharing=Shared'), { page: '2' }).toString()).toBe(
      'sharing=Shared&page=2',
    );
  });

  it('toggles checkbox values in a comma list', () => {
    expect(toggleListValue(undefined, 'AC')).toBe('AC');
    expect(toggleListValue('AC', 'Non-AC')).toBe('AC,Non-AC');
    expect(toggleListValue('AC,Non-AC', 'AC')).toBe('Non-AC');
    expect(toggleListValue('AC', 'AC')).toBeUndefined();
  });

  it('labels the breadcrumb with the chosen type', () => {
    expect(breadcrumbFor('/list', {})).toBe('LIST');
    expect(breadcrumbFor('/list', { room_type: 'Hostel' })).toBe('HOSTEL');
    expect(breadcrumbFor('/list', { room_type: 'Pg' })).toBe('PG');
    expect(breadcrumbFor('/pg', { room_type: 'Room' })).toBe('ROOM');
    expect(breadcrumbFor('/search_mess', {})).toBe('MESS');
  });
});

describe('the Beds free now filter', () => {
  it('lives in the URL as beds_free_now=1 and leaves it when switched off', () => {
    const on = writeSearch(new URLSearchParams('city_id=5&page=2'), bedsFreeNow(true));
    expect(on.toString()).toBe('city_id=5&beds_free_now=1');
    expect(readSearch('/pg', on)).toEqual({ room_type: 'Pg', city_id: '5', beds_free_now: '1' });
    expect(writeSearch(on, bedsFreeNow(false)).toString()).toBe('city_id=5');
  });
});
