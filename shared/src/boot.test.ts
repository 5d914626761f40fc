import { bootOr, bootPicture, takeBootData } from './boot';

afterEach(() => {
  delete window.__baseraBoot;
});

describe('what index.html started before any script', () => {
  it('hands a started read to the first caller only, so a retry asks the API again', async () => {
    window.__baseraBoot = { data: { '/get-home': Promise.resolve({ status: true, data: { n: 1 } }) } };
    await expect(takeBootData('/get-home')).resolves.toEqual({ status: true, data: { n: 1 } });
    expect(takeBootData('/get-home')).toBeUndefined();
  });

  it('takes a read the server wrote with its query keys in another order, and no other search', async () => {
    window.__baseraBoot = {
      data: { '/filtered-properties?per_page=10&page=1&state_id=1&city_id=10': Promise.resolve({ n: 1 }) },
    };
    expect(takeBootData('/filtered-properties?per_page=10&page=1&city_id=11&state_id=1')).toBeUndefined();
    expect(takeBootData('/search-properties?per_page=10&page=1&city_id=10&state_id=1')).toBeUndefined();
    await expect(
      takeBootData('/filtered-properties?city_id=10&page=1&per_page=10&state_id=1'),
    ).resolves.toEqual({ n: 1 });
    expect(takeBootData('/filtered-properties?per_page=10&page=1&state_id=1&city_id=10')).toBeUndefined();
  });

  it('has nothing for paths it did not start, or outside the shell', () => {
    window.__baseraBoot = { data: { '/get-home': Promise.resolve({}) } };
    expect(takeBootData('/blogs')).toBeUndefined();
    delete window.__baseraBoot;
    expect(takeBootData('/get-home')).toBeUndefined();
    expect(bootPicture()).toBeUndefined();
  });

  it('tells the picture it painted on the page it painted it for, and on no other', () => {
    const picture = {
      path: '/pgdetails/40',
      src: '/storage/properties/property-17-1280.webp',
      srcSet: 'a 320w',
      sizes: '100vw',
      title: 'Sunrise Co-living PG',
    };
    window.__baseraBoot = { picture };
    window.history.pushState({}, '', '/pgdetails/40');
    expect(bootPicture()).toEqual(picture);
    window.history.pushState({}, '', '/pgdetails/41');
    expect(bootPicture()).toBeUndefined();
    window.history.pushState({}, '', '/');
  });

  it('reads through the boot answer once, then through the reader; the reader again when the boot read failed', async () => {
    const read = jest.fn(async (path: string) => ({ from: 'api', path }));
    window.__baseraBoot = {
      data: {
        '/all-blog': Promise.resolve({ from: 'boot' }),
        '/get-home': Promise.reject(new Error('HTTP 503')),
      },
    };
    await expect(bootOr('/all-blog', read)).resolves.toEqual({ from: 'boot' });
    expect(read).not.toHaveBeenCalled();
    await expect(bootOr('/all-blog', read)).resolves.toEqual({ from: 'api', path: '/all-blog' });
    await expect(bootOr('/get-home', read)).resolves.toEqual({ from: 'api', path: '/get-home' });
    expect(read).toHaveBeenCalledTimes(2);
  });
});
