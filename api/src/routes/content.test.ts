import {
  CONTACT_MESSAGES as C,
  LISTING_TYPE_INFO,
  LISTING_TYPES,
  STATIC_PAGE_SLUGS,
} from '@basera/shared/schemas';
import { DEMO_SETTINGS } from '../seed/general-settings';
import { testDatabaseKinds } from '../test/databases';
import { passCachePeriod, useTestApp } from '../test/suite';
import { CONTACT_MESSAGES_PER_IP } from './content-message';

interface Blog {
  slug: string;
  title: string;
  description: string;
  image_url: string;
  created_at: string;
}

const validMessage = {
  name: 'Kavya Reddy',
  phone_no: '9876543210',
  email: 'kavya.reddy@example.in',
  city: 'Hyderabad',
  message: 'Do you have PG listings near Gachibowli for women, with food?',
};

describe.each(testDatabaseKinds)('content on %s', (kind) => {
  const t = useTestApp(kind, { seed: true, devOutbox: true });

  const get = async (url: string) => {
    const res = await t.app.inject({ url: `/api${url}` });
    return { status: res.statusCode, body: res.json() };
  };
  /** Each test posts from its own client address, so the throttle of one never blocks another. */
  const post = async (body: unknown, remoteAddress = '203.0.113.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message',
      payload: body as object,
      remoteAddress,
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  /** A picture address from the API must be served by it. */
  const expectServedImage = async (address: string) => {
    const url = new URL(address);
    expect(url.pathname).toMatch(/^\/storage\//);
    const res = await t.app.inject({ url: url.pathname });
    expect(res.statusCode).toBe(200);
    // Pictures are WebP (in three widths), testimonial faces JPEG, the slide icon PNG.
    expect(res.headers['content-type']).toMatch(/^image\/(webp|jpeg|png)$/);
  };
  const messageCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]!.n;

  describe('GET /get-home', () => {
    it('returns every home block with served pictures', async () => {
      const { status, body } = await get('/get-home');
      expect(status).toBe(200);
      const home = body.data;
      expect(home.banner_sliding_time).toBe(5);
      expect(home.slider.length).toBeGreaterThanOrEqual(3);
      for (const slide of home.slider) {
        expect(slide).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          image: expect.any(String),
          icon: slide.icon === null ? null : expect.any(String),
        });
      }
      await expectServedImage(home.slider[0].image);
      expect(home.searching.text_one).toBe('Find your PG, hostel, mess or shared room');
      for (const block of [home.search, home.listing]) {
        expect(block).toMatchObject({
          text_one: expect.any(String),
          text_two: expect.any(String),
          description: expect.any(String),
        });
        for (const file of ['hostel_file', 'pg_file', 'room_file', 'mess_file'])
          await expectServedImage(block[file]);
      }
      expect(home.whychooseus).toMatchObject({
        text_one: 'Why Choose Us',
        media_title: expect.any(String),
        video: expect.stringMatching(/^https:\/\//),
      });
      await expectServedImage(home.whychooseus.back_image);
      await expectServedImage(home.whychooseus.font_image);
      expect(home.why_choose_us_points.length).toBeGreaterThanOrEqual(4);
      expect(home.why_choose_us_points[0].icon_tag).toMatch(/^<svg/);
      expect(home.people_say.length).toBeGreaterThanOrEqual(6);
      expect(home.people_say[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        designation: expect.any(String),
        image: expect.any(String),
        say: expect.any(String),
      });
      expect(home.feedback).toMatchObject({
        text_one: 'Any Queries?',
        text_two: 'Please Message us for any feedback or Queries',
      });
      expect(home.room_type.map((option: { value: string }) => option.value)).toEqual([
        'Pg',
        'Hostel',
        'Mess',
        'Room',
      ]);
      expect(home.photoPath).toMatch(/\/storage\/properties\/$/);
    });

    it('shows the 6 newest active listings and real counts per type', async () => {
      const home = (await get('/get-home')).body.data;
      const newest = (await get('/get-all-pgs?per_page=6')).body.data as Array<{ id: number }>;
      expect(home.most_recent_listing.map((l: { propty_id: number }) => l.propty_id)).toEqual(
        newest.map((l) => l.id),
      );
      expect(home.most_recent_listing).toHaveLength(6);
      for (const type of LISTING_TYPES) {
        const roomType = LISTING_TYPE_INFO[type].option.value;
        const total = (await get(`/filtered-properties?room_type=${roomType}&per_page=1`)).body.total;
        expect(total).toBeGreaterThan(0);
        expect(home.listing_counts[type]).toBe(total);
      }
    });

    it('leaves a deactivated listing out of the recent list and the counts', async () => {
      const before = (await get('/get-home')).body.data;
      const target = before.most_recent_listing[0] as { propty_id: number; property_type: string };
      await t.db.query(`UPDATE properties SET status = 'inactive' WHERE id = $1`, [target.propty_id]);
      // Written past the API: the cached home shows it once the cache period has passed.
      passCachePeriod(t);
      try {
        const after = (await get('/get-home')).body.data;
        expect(
          after.most_recent_listing.some((l: { propty_id: number }) => l.propty_id === target.propty_id),
        ).toBe(false);
        expect(after.most_recent_listing).toHaveLength(6);
        expect(after.listing_counts[target.property_type]).toBe(
          before.listing_counts[target.property_type] - 1,
        );
      } finally {
        await t.db.query(`UPDATE properties SET status = 'active' WHERE id = $1`, [target.propty_id]);
        passCachePeriod(t);
      }
    });

    it('hides the slider when no slide is active', async () => {
      await t.db.query('UPDATE home_slides SET active = false');
      passCachePeriod(t);
      try {
        expect((await get('/get-home')).body.data.slider).toEqual([]);
      } finally {
        await t.db.query('UPDATE home_slides SET active = true');
        passCachePeriod(t);
      }
    });
  });

  it('GET /get-about-us has the about text, mission, vision and a banner', async () => {
    const { status, body } = await get('/get-about-us');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      page_title: 'About Us',
      about_us: expect.stringContaining('<p>'),
      our_mission: expect.stringContaining('without paying a broker'),
      our_vision: expect.stringContaining('honest information'),
      banner_image: expect.any(String),
    });
    await expectServedImage(body.data.banner_image_url);
  });

  it('GET /get-contact-us gives the business details of the general settings', async () => {
    const { status, body } = await get('/get-contact-us');
    expect(status).toBe(200);
    expect(body.data.contact_details).toEqual({
      address: DEMO_SETTINGS.address,
      contact_number: DEMO_SETTINGS.contact_number,
      email: DEMO_SETTINGS.email,
      facebook: DEMO_SETTINGS.facebook,
      instagram: DEMO_SETTINGS.instagram,
      twitter: DEMO_SETTINGS.twitter,
      linkedin: DEMO_SETTINGS.linkedin,
    });
    expect(body.data.static_texts).toEqual({ message_us: 'Message Us', get_in_touch: 'Get In Touch' });
    await expectServedImage(body.data.banner_and_seo.banner_image_url);
  });

  it('GET /faqs lists 8 or more questions with answers, in order', async () => {
    const { status, body } = await get('/faqs');
    expect(status).toBe(200);
    expect(body.data.faqs.length).toBeGreaterThanOrEqual(8);
    expect(body.data.faqs[0]).toEqual({
      id: expect.any(Number),
      question: 'Is Basera free for people looking for a room?',
      answer: expect.stringContaining('free'),
    });
    expect(body.data.banner_image_url).toMatch(/^http/);
  });

  it.each(STATIC_PAGE_SLUGS)('GET /%s returns its title and HTML content', async (path) => {
    const { status, body } = await get(`/${path}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, success: true });
    expect(body.data.page_title.length).toBeGreaterThan(3);
    expect(body.data.content).toMatch(/^<p>/);
    expect(body.data.content.length).toBeGreaterThan(600);
  });

  it('each policy page has its own title', async () => {
    const titles = await Promise.all(
      STATIC_PAGE_SLUGS.map(async (p) => (await get(`/${p}`)).body.data.page_title),
    );
    expect(titles).toEqual([
      'Terms & Conditions',
      'Refund & Cancellation Policy',
      'Cancellation Policy',
      'Help Center',
      'Privacy Policy',
    ]);
  });

  describe('blog', () => {
    it('GET /all-blog lists 6 or more articles, newest first, with pictures', async () => {
      const { status, body } = await get('/all-blog');
      expect(status).toBe(200);
      const blogs = body.data as Blog[];
      expect(blogs.length).toBeGreaterThanOrEqual(6);
      const dates = blogs.map((b) => b.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(blogs.map((b) => b.slug)).size).toBe(blogs.length);
      for (const blog of blogs) expect(blog.description).toContain('<h2>');
      await expectServedImage(blogs[0]!.image_url);
    });

    it('GET /blog-details/{slug} returns that article', async () => {
      const blogs = (await get('/all-blog')).body.data as Blog[];
      const { status, body } = await get(`/blog-details/${blogs[2]!.slug}`);
      expect(status).toBe(200);
      expect(body.data).toEqual(blogs[2]);
    });

    it('answers an unknown slug with 404', async () => {
      const { status, body } = await get('/blog-details/no-such-article');
      expect(status).toBe(404);
      expect(body).toEqual({ status: false, message: 'Article not found' });
    });

    it('keeps unpublished articles out of the list and details', async () => {
      const blogs = (await get('/all-blog')).body.data as Blog[];
      const hidden = blogs[0]!.slug;
      await t.db.query('UPDATE blogs SET published = false WHERE slug = $1', [hidden]);
      try {
        const after = (await get('/all-blog')).body.data as Blog[];
        expect(after.map((b) => b.slug)).not.toContain(hidden);
        expect((await get(`/blog-details/${hidden}`)).status).toBe(404);
      } finally {
        await t.db.query('UPDATE blogs SET published = true WHERE slug = $1', [hidden]);
      }
    });
  });

  describe('POST /message', () => {
    it('stores the message and mails it to the business address', async () => {
      const before = await messageCount();
      const sentBefore = t.transport.sent.length;
      const res = await post(validMessage, '203.0.113.10');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, message: 'Message sent successfully!' });
      expect(await messageCount()).toBe(before + 1);
      const { rows } = await t.db.query<Record<string, unknown>>(
        'SELECT name, phone_no, email, city, message, client_ip, emailed_at FROM contact_messages ORDER BY id DESC LIMIT 1',
      );
      expect(rows[0]).toMatchObject({ ...validMessage, client_ip: '203.0.113.10' });
      expect(rows[0]!.emailed_at).not.toBeNull();
      const mail = t.transport.sent.slice(sentBefore);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        channel: 'email',
        to: DEMO_SETTINGS.email,
        subject: 'Contact form: Kavya Reddy (Hyderabad)',
      });
      for (const value of Object.values(validMessage)) expect(mail[0]!.text).toContain(value);
      // The dev outbox has it too (what e2e and a developer read).
      const outbox = await get(`/dev/outbox?to=${encodeURIComponent(DEMO_SETTINGS.email)}`);
      expect(outbox.body.data[0].body).toContain(validMessage.message);
    });

    it('trims what it stores', async () => {
      const res = await post({ ...validMessage, name: '  Kavya  ', city: ' Pune ' }, '203.0.113.11');
      expect(res.status).toBe(200);
      const { rows } = await t.db.query('SELECT name, city FROM contact_messages ORDER BY id DESC LIMIT 1');
      expect(rows[0]).toEqual({ name: 'Kavya', city: 'Pune' });
    });

    it('answers an empty form with all five required messages at once', async () => {
      const res = await post(
        { name: ' ', phone_no: '', email: '  ', city: '', message: '   ' },
        '203.0.113.12',
      );
      expect(res.status).toBe(422);
      expect(res.body.status).toBe(false);
      expect(res.body.errors).toEqual({
        name: [C.nameRequired],
        phone_no: [C.phoneRequired],
        email: [C.emailRequired],
        city: [C.cityRequired],
        message: [C.messageRequired],
      });
    });

    it('answers a missing body the same way', async () => {
      const res = await post({}, '203.0.113.12');
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['city', 'email', 'message', 'name', 'phone_no']);
      expect(res.body.errors.phone_no).toEqual([C.phoneRequired]);
    });

    it.each([
      ['name', { name: '   ' }, C.nameRequired],
      ['phone_no', { phone_no: '' }, C.phoneRequired],
      ['phone_no', { phone_no: '98765' }, C.phoneLength],
      ['phone_no', { phone_no: '98765432101' }, C.phoneLength],
      ['phone_no', { phone_no: '98765abcde' }, C.phoneLength],
      ['email', { email: '' }, C.emailRequired],
      ['email', { email: 'kavya@' }, C.emailInvalid],
      ['email', { email: 'kavya@example' }, C.emailInvalid],
      ['email', { email: 'kavya@example.travel' }, C.emailInvalid],
      ['email', { email: 'kavya reddy@example.in' }, C.emailInvalid],
      ['city', { city: ' ' }, C.cityRequired],
      ['message', { message: '\n  ' }, C.messageRequired],
    ])('refuses a bad %s (%j) with "%s" and stores nothing', async (field, change, message) => {
      const before = await messageCount();
      const sentBefore = t.transport.sent.length;
      const res = await post({ ...validMessage, ...change }, '203.0.113.13');
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [message] });
      expect(await messageCount()).toBe(before);
      expect(t.transport.sent.length).toBe(sentBefore);
    });

    it(`throttles a client address after ${CONTACT_MESSAGES_PER_IP} messages, with Retry-After`, async () => {
      const address = '198.51.100.7';
      // Invalid attempts do not count against the visitor.
      for (let i = 0; i < 3; i += 1)
        expect((await post({ ...validMessage, name: '' }, address)).status).toBe(422);
      for (let i = 0; i < CONTACT_MESSAGES_PER_IP; i += 1)
        expect((await post(validMessage, address)).status).toBe(200);
      const before = await messageCount();
      const blocked = await post(validMessage, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body.status).toBe(false);
      expect(blocked.body.retry_after).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBe(blocked.body.retry_after);
      expect(blocked.body.message).toMatch(/try again in \d+ minutes?/);
      expect(await messageCount()).toBe(before);
      // Another visitor is not affected.
      expect((await post(validMessage, '198.51.100.8')).status).toBe(200);
    });

    it('keeps the message and answers success when the email cannot be sent', async () => {
      const send = jest.spyOn(t.transport, 'send').mockRejectedValueOnce(new Error('SMTP down'));
      try {
        const res = await post({ ...validMessage, message: 'Mail server is down today' }, '203.0.113.14');
        expect(res.status).toBe(200);
        expect(res.body.status).toBe(true);
        const { rows } = await t.db.query<{ message: string; emailed_at: unknown }>(
          'SELECT message, emailed_at FROM contact_messages ORDER BY id DESC LIMIT 1',
        );
        expect(rows[0]).toEqual({ message: 'Mail server is down today', emailed_at: null });
      } finally {
        send.mockRestore();
      }
    });
  });
});
