import {
  bookVisitSchema,
  isPastSlot,
  ENQUIRY_MESSAGES as M,
  visitActionSchema,
  visitDates,
  visitSlotOptions,
} from '.';

// 27 Nov 2026 in India at the given time.
const at = (time: string) => new Date(`2026-11-27T${time}:00+05:30`);

describe('visit slots and the clock', () => {
  it('a slot has passed once it has started, in India’s time', () => {
    expect(isPastSlot('2026-11-27', '11-13', at('10:59'))).toBe(false);
    expect(isPastSlot('2026-11-27', '11-13', at('11:00'))).toBe(true);
    expect(isPastSlot('2026-11-28', '09-11', at('23:00'))).toBe(false);
  });

  it('offers today while one of its slots is ahead, then starts from tomorrow', () => {
    const morning = visitDates(at('08:00'));
    expect(morning[0]).toBe('2026-11-27');
    expect(morning).toHaveLength(15);
    const night = visitDates(at('18:30'));
    expect(night[0]).toBe('2026-11-28');
    expect(night.at(-1)).toBe('2026-12-11');
  });

  it('greys out the slots of today that have started, none of another day', () => {
    const today = visitSlotOptions('2026-11-27', at('12:00'));
    expect(today.map((slot) => [slot.value, slot.disabled])).toEqual([
      ['09-11', true],
      ['11-13', true],
      ['14-16', false],
      ['16-18', false],
      ['18-20', false],
    ]);
    expect(visitSlotOptions('2026-11-28', at('12:00')).some((slot) => slot.disabled)).toBe(false);
    expect(visitSlotOptions('', at('12:00')).some((slot) => slot.disabled)).toBe(false);
  });

  describe('the schemas refuse a slot that has started', () => {
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
      jest.setSystemTime(at('12:00'));
    });
    afterEach(() => jest.useRealTimers());

    it('when booking and when rescheduling, under the slot', () => {
      const booked = bookVisitSchema.safeParse({ date: '2026-11-27', slot: '11-13' });
      expect(booked.success).toBe(false);
      expect(booked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['slot', M.slotPast],
      ]);
      expect(bookVisitSchema.safeParse({ date: '2026-11-27', slot: '14-16' }).success).toBe(true);
      const moved = visitActionSchema.safeParse({ action: 'reschedule', date: '2026-11-27', slot: '09-11' });
      expect(moved.error?.issues.map((issue) => issue.message)).toEqual([M.slotPast]);
      expect(
        visitActionSchema.safeParse({ action: 'request', date: '2026-11-28', slot: '09-11' }).success,
      ).toBe(true);
    });
  });
});
