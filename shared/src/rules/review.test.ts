import { ownerRepliesText, replyTimeText, reviewChipText } from './review';

describe('replyTimeText', () => {
  it.each([
    [0, 'Usually replies within an hour'],
    [45, 'Usually replies within an hour'],
    [60, 'Usually replies within an hour'],
    [61, 'Usually replies within 2 hours'],
    [180, 'Usually replies within 3 hours'],
    [23 * 60, 'Usually replies within 23 hours'],
    [23 * 60 + 1, 'Usually replies within a day'],
    [24 * 60, 'Usually replies within a day'],
    [24 * 60 + 1, 'Usually replies within 2 days'],
    [5 * 24 * 60, 'Usually replies within 5 days'],
  ])('%i minutes: %s', (minutes, text) => {
    expect(replyTimeText(minutes)).toBe(text);
  });

  it('says nothing without figures or when the owner never answered', () => {
    expect(ownerRepliesText(null)).toBeNull();
    expect(ownerRepliesText({ rate: 0, typical_minutes: 0, threads: 5 })).toBeNull();
    expect(ownerRepliesText({ rate: 80, typical_minutes: 150, threads: 5 })).toBe(
      'Usually replies within 3 hours',
    );
  });
});

describe('reviewChipText', () => {
  it('words the Lister chip of each review state', () => {
    expect(reviewChipText('pending', null)).toBe('Pending review');
    expect(reviewChipText('rejected', 'Blurry photos')).toBe('Rejected: Blurry photos');
    expect(reviewChipText('suspended', 'Reported as a scam')).toBe('Suspended: Reported as a scam');
    expect(reviewChipText('approved', null)).toBeNull();
    expect(reviewChipText('unsubmitted', null)).toBeNull();
  });
});
