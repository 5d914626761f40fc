import { bootHero, takeBootData } from './boot';

afterEach(() => {
  delete window.__baseraBoot;
});

describe('what index.html started before any script', () => {
  it('hands a started read to the first caller only, so a retry asks the API again', async () => {
    window.__baseraBoot = { data: { '/get-home': Promise.resolve({ status: true, data: { n: 1 } }) } };
    await expect(takeBootData('/get-home')).resolves.toEqual({ status: true, data: { n: 1 } });
    expect(takeBootData('/get-home')).toBeUndefined();
  });

  it('has nothing for paths it did not start, or outside the shell', () => {
    window.__baseraBoot = { data: { '/get-home': Promise.resolve({}) } };
    expect(takeBootData('/blogs')).toBeUndefined();
    delete window.__baseraBoot;
    expect(takeBootData('/get-home')).toBeUndefined();
    expect(bootHero()).toBeUndefined();
  });

  it('tells the banner picture it painted', () => {
    const hero = { src: '/storage/content/banner-1-1280.webp', srcSet: 'a 320w', sizes: '100vw' };
    window.__baseraBoot = { hero };
    expect(bootHero()).toEqual(hero);
  });
});
