-- Listing is free; paid plans buy visibility (issue 31): the site's words say so on databases made before.
-- New databases get the same words from the seed (api/src/seed/content-text.ts: PAID_PLAN_FAQS, STATIC_PAGES),
-- a test checks that both say the same thing.
--
-- An operator's edits are never overwritten: a policy page is rewritten only while its content (or its meta
-- description) is still exactly the text seeded before issue 31 (content compared by md5, the text being long).

-- The refund policy: what is free (Basic), what is paid (the Featured plans, the Verified check), what a refund
-- covers for a Featured plan.
UPDATE static_pages SET content =
'<p>Listing on Basera is free. The Basic plan keeps a listing in search for 30 days, and its owner can renew it for free as often as they like. Searching, shortlisting and calling owners is free for tenants. This policy covers what owners can pay for, the Featured plans, and explains deposits paid to owners, which Basera never holds.</p>
<h2>What is paid</h2>
<ul><li>Featured 7 days (Rs. 199), Featured 15 days (Rs. 349) and Featured 30 days (Rs. 599): the listing is shown first in its locality''s search results for that many days, marked "Featured", and stays in search for at least 30 days.</li><li>Featured 30 days + Verified (Rs. 799): Featured for 30 days, and our team checks the place by a call or a visit for the "Verified" mark.</li></ul>
<p>Buying a Featured plan again adds its days after the ones left, so paid days are never lost. No plan renews or charges you on its own.</p>
<h2>Refunds for Featured plans</h2>
<ul><li>Cancel within 48 hours of purchase, before the listing goes live (for example while it waits for review): full refund.</li><li>Our team does not approve the listing: the plan bought for it is refunded in full if you would rather not edit it and send it again.</li><li>A plan paid twice by mistake: the duplicate is refunded in full.</li><li>The Verified check not done within 14 days of purchase: Rs. 200, the price of the check, is refunded on request, and the Featured days stay.</li><li>Once the listing is live and Featured: no refund for the days bought. Deleting the listing ends its Featured days, without refund.</li></ul>
<p>Listing plans bought before the Featured plans (1, 3, 6 or 12 months) run until the end of their period; they are no longer sold.</p>
<p>Refunds go back to the original payment method within 7 working days of approval. Write to support@basera.in with the payment reference.</p>
<h2>Rent and deposits</h2>
<p>Rent, deposits and mess fees are paid to owners, not to Basera, and are refunded by them according to your agreement. If an owner refuses a refund that the agreement promises, tell us: we will contact the owner and may remove the listing, though we cannot refund money we never received.</p>
<h2>Fraud</h2>
<p>Basera never asks tenants for money. If someone took a payment claiming to act for Basera, report it to us and to the cyber crime helpline 1930.</p>',
  updated_at = now()
 WHERE slug = 'refund-and-cancellation-policy' AND md5(content) = 'c453fa8916a888592bd182eef4d58079';

UPDATE static_pages SET meta_description = 'What is free and what is paid on Basera, refunds for Featured plans, and deposits paid to owners.', updated_at = now()
 WHERE slug = 'refund-and-cancellation-policy' AND meta_description = 'Refunds for Basera listing plans, and what to do about deposits paid to owners.';

-- The cancellation policy spoke of "paid listing plans", which are no longer sold.
UPDATE static_pages SET content =
'<p>Basera does not take bookings or rent, so a room booking is always cancelled with the owner directly, on the terms of your agreement with them. This page covers what you can cancel with us.</p>
<h2>Listings</h2>
<p>Owners can deactivate a listing at any time from My Account, then View All Listing. It disappears from search at once and can be reactivated later with its photos and details intact.</p>
<h2>Plans</h2>
<p>Basic, the free plan, needs no cancelling: a listing leaves search when its 30 days end, and its owner can renew it for free. A Featured plan can be cancelled within 48 hours of purchase for a full refund if the listing has not yet gone live. After that, it runs until its Featured days end, and it never renews on its own. The Refund &amp; Cancellation Policy has every case.</p>
<h2>Visits</h2>
<p>If you arranged a visit with an owner and cannot make it, please call or message them. It keeps the slot free for someone else and keeps owners answering Basera enquiries quickly.</p>
<h2>Your account</h2>
<p>To close your account, write to support@basera.in from the account email. We remove it and its listings within 30 days.</p>',
  updated_at = now()
 WHERE slug = 'cancelation' AND md5(content) = '53c5b9cf89c74ad193430a965e19aa3a';

UPDATE static_pages SET meta_description = 'How cancelling a listing, a Featured plan or a visit works on Basera.', updated_at = now()
 WHERE slug = 'cancelation' AND meta_description = 'How cancelling a listing, a subscription or a visit works on Basera.';

-- The FAQ: three answers about the plans, added after the operator's own FAQs unless a FAQ with the same question
-- is there already (active or not). Only on a database with content: a new, empty database is seeded after its
-- migrations (api/src/seed/index.ts, marked by its general_settings row), and the seed has them already.
INSERT INTO faqs (question, answer, position)
SELECT added.question, added.answer, (SELECT coalesce(max(position), -1) FROM faqs) + added.n
  FROM (VALUES
  (1, 'Is listing my property free?',
   'Yes. The Basic plan is free: your listing stays in search for 30 days, and you can renew it for free from My Listings as often as you like. We remind you 3 days before it leaves search. Paid plans only add visibility: you never need one to be listed.'),
  (2, 'What do the paid plans add?',
   'Visibility. Featured 7 days (Rs. 199), Featured 15 days (Rs. 349) and Featured 30 days (Rs. 599) show your listing first in its locality''s search results for that many days, marked "Featured". Featured listings take at most a fifth of the first page of results, so tenants still see every other listing; when more are Featured than fit, they take turns. Featured 30 days + Verified (Rs. 799) adds a check of your place by our team, by a call or a visit, for the "Verified" mark. Every paid plan keeps your listing in search for at least 30 days.'),
  (3, 'Can I get a refund for a Featured plan?',
   'Yes, in full, if you ask within 48 hours of buying while your listing has not gone live yet, if our team does not approve the listing, or if you paid twice by mistake. Once your listing is live and Featured, the days you bought are not refunded. Write to support@basera.in with the payment reference; the Refund & Cancellation Policy page has every case.')
  ) AS added (n, question, answer)
 WHERE EXISTS (SELECT 1 FROM general_settings)
   AND NOT EXISTS (SELECT 1 FROM faqs f WHERE lower(trim(f.question)) = lower(added.question));
