-- Site content: home page blocks, slider, why-choose-us points, testimonials, FAQs, blog, policy pages, and the
-- messages sent through the contact form.

-- One-off blocks with their own shape (home search and list blocks, why choose us, feedback, about, contact),
-- keyed by name. Lists that grow (slides, points, testimonials, FAQs, articles, pages) have tables of their own.
CREATE TABLE content_blocks (
  key text PRIMARY KEY,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE home_slides (
  id serial PRIMARY KEY,
  title text NOT NULL,
  image text NOT NULL,
  icon text,
  position int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE why_choose_us_points (
  id serial PRIMARY KEY,
  -- Markup for the point's icon (an inline SVG); sanitized by the page before it is inserted.
  icon_tag text NOT NULL DEFAULT '',
  heading text NOT NULL,
  description text NOT NULL,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE testimonials (
  id serial PRIMARY KEY,
  name text NOT NULL,
  designation text NOT NULL DEFAULT '',
  image text,
  say text NOT NULL,
  position int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE faqs (
  id serial PRIMARY KEY,
  question text NOT NULL,
  answer text NOT NULL,
  position int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE blogs (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  -- The article body as HTML; sanitized by the page before it is inserted.
  description text NOT NULL,
  image text,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX blogs_published_idx ON blogs (published, created_at DESC);

-- Policy pages and the help center, keyed by their API path (privacy-policy, terms-and-conditions, ...).
CREATE TABLE static_pages (
  slug text PRIMARY KEY,
  page_title text NOT NULL,
  content text NOT NULL,
  meta_description text,
  banner_image text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The contact form ("Any Queries?"). emailed_at stays null when the notice to the business could not be sent.
CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  phone_no text NOT NULL,
  email text NOT NULL,
  city text NOT NULL,
  message text NOT NULL,
  client_ip text,
  emailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
