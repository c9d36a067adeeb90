// Quotes, holds, My bookings and the ticket page in Arabic (docs/product/rules.md#languages): category labels
// translated, a missing one kept in English, and the same totals and charge in both languages.
// still filtering, Content-Language and Vary, search in Arabic, and no 500 for an odd header.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { experiencesArabic, meetingPointsArabic } from '../seed/experiences/arabic/index.js';
import { seedExperiences } from '../seed/experiences/index.js';
import { providerLabelsArabic } from '../seed/arabic/providers.js';
import type { Database } from '../src/db/client.js';
import { experiences, ticketCategoryTranslations } from '../src/db/schema.js';
import { appPerFile, call, post, signUp } from './helpers.js';
import { nextSessionOf } from './sessionFixtures.js';

let database: Database;
let app: FastifyInstance;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const get = (url: string, language?: string, headers: Record<string, string> = {}) =>
  call(app, {
    method: 'GET',
    url,
    headers: language === undefined ? headers : { 'accept-language': language, ...headers },
  });

const english = (id: number) => seedExperiences[id - 1];

describe('quotes, holds and bookings in Arabic', () => {
  async function categoriesOf(experienceId: number) {
    return (await get(`/api/events/${experienceId}/availability`)).json().categories as { id: number; label: string }[];
  }

  test('a quote names its categories in Arabic; the total is the same in both languages', async () => {
    const [adult, child] = await categoriesOf(2);
    const choice = {
      sessionId: await nextSessionOf(database.db, 2),
      tickets: [
        { categoryId: adult.id, quantity: 2 },
        { categoryId: child.id, quantity: 1 },
      ],
    };
    const en = await post(app, '/api/quotes', choice);
    const ar = await post(app, '/api/quotes', choice, { 'accept-language': 'ar' });
    assert.equal(ar.statusCode, 200, ar.body);
    assert.equal(ar.headers['content-language'], 'ar');
    assert.deepEqual(
      ar.json().quote.lines.map((l: { label: string }) => l.label),
      ['بالغ', 'طفل (٢–١١ سنة)'],
    );
    const { lines: enLines, ...enRest } = en.json().quote;
    const { lines: arLines, ...arRest } = ar.json().quote;
    assert.deepEqual(arRest, enRest);
    assert.deepEqual(
      arLines.map((l: { amount: number }) => l.amount),
      enLines.map((l: { amount: number }) => l.amount),
    );
  });

  test('a hold, My bookings and the ticket page in Arabic; the charge is the English one', async () => {
    const [adult] = await categoriesOf(1);
    const { cookie } = await signUp(app);
    const hold = await post(
      app,
      '/api/holds',
      { sessionId: await nextSessionOf(database.db, 1), tickets: [{ categoryId: adult.id, quantity: 2 }] },
      { cookie, 'accept-language': 'ar' },
    );
    assert.equal(hold.statusCode, 201, hold.body);
    assert.equal(hold.json().hold.quote.lines[0].label, 'راكب (٦ سنوات فأكثر)');
    const readAgain = await get(`/api/holds/${hold.json().hold.id}`, 'ar', { cookie });
    assert.equal(readAgain.json().hold.quote.lines[0].label, 'راكب (٦ سنوات فأكثر)');
    const paid = await post(
      app,
      '/api/bookings',
      { holdId: hold.json().hold.id, payment: { cardLast4: '4242', cvc: '123' } },
      { cookie, 'idempotency-key': 'arabic-1', 'accept-language': 'ar' },
    );
    assert.equal(paid.statusCode, 201, paid.body);
    const reference = paid.json().booking.reference;

    const listEn = (await get('/api/bookings', undefined, { cookie })).json().items;
    const listRes = await get('/api/bookings', 'ar', { cookie });
    assert.equal(listRes.headers['content-language'], 'ar');
    assert.match(String(listRes.headers.vary), /Accept-Language/i);
    const [booking] = listRes.json().items;
    assert.equal(booking.experience.name, experiencesArabic[english(1).name].name);
    assert.equal(booking.experience.location, 'Luxor');
    assert.equal(booking.experience.locationLabel, 'الأقصر');
    assert.equal(booking.lines[0].label, 'راكب (٦ سنوات فأكثر)');
    assert.equal(booking.total, listEn[0].total);
    assert.equal(booking.currency, listEn[0].currency);
    assert.equal(listEn[0].experience.name, english(1).name);

    const page = await get(`/api/bookings/${reference}`, 'ar', { cookie });
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.headers['content-language'], 'ar');
    const tickets = page.json();
    assert.equal(tickets.booking.experience.name, experiencesArabic[english(1).name].name);
    assert.equal(tickets.meetingPlace.name, meetingPointsArabic[english(1).name]);
    assert.equal(tickets.provider.name, 'Nile Horizon Tours');
    assert.equal(tickets.provider.label, providerLabelsArabic.nile);
    assert.equal(tickets.tickets.length, 2);
    for (const ticket of tickets.tickets) assert.equal(ticket.category.label, 'راكب (٦ سنوات فأكثر)');

    const enPage = (await get(`/api/bookings/${reference}`, 'en', { cookie })).json();
    assert.equal(enPage.meetingPlace.name, 'West Bank ferry landing, Luxor (pick-up at 04:30)');
    assert.equal(enPage.tickets[0].category.label, 'Passenger (6 and over)');
    assert.deepEqual(
      enPage.tickets.map((t: { token: string }) => t.token),
      tickets.tickets.map((t: { token: string }) => t.token),
    );

    // The calendar file names the experience and the meeting place in the asked language.
    const calendar = await get(`/api/bookings/${reference}/calendar.ics`, 'ar', { cookie });
    assert.equal(calendar.statusCode, 200);
    assert.equal(calendar.headers['content-language'], 'ar');
    assert.ok(calendar.body.replace(/\r\n[ \t]/g, '').includes(experiencesArabic[english(1).name].name), calendar.body);

    // Without its own meeting point, the ticket page names the governorate capital's centre, in Arabic.
    await database.db.update(experiences).set({ meetingPoint: null }).where(eq(experiences.id, 1));
    try {
      assert.equal(
        (await get(`/api/bookings/${reference}`, 'ar', { cookie })).json().meetingPlace.name,
        'وسط مدينة الأقصر',
      );
      assert.equal(
        (await get(`/api/bookings/${reference}`, undefined, { cookie })).json().meetingPlace.name,
        'Luxor city centre',
      );
    } finally {
      await database.db
        .update(experiences)
        .set({ meetingPoint: 'West Bank ferry landing, Luxor (pick-up at 04:30)' })
        .where(eq(experiences.id, 1));
    }
  });

  test('a category without a translation keeps its English label', async () => {
    const [adult] = await categoriesOf(2);
    const db = database.db;
    const [saved] = await db
      .select()
      .from(ticketCategoryTranslations)
      .where(and(eq(ticketCategoryTranslations.categoryId, adult.id), eq(ticketCategoryTranslations.language, 'ar')));
    await db.delete(ticketCategoryTranslations).where(eq(ticketCategoryTranslations.categoryId, adult.id));
    try {
      const ar = (await get('/api/events/2/availability', 'ar')).json();
      assert.deepEqual(
        ar.categories.map((c: { label: string }) => c.label),
        ['Adult', 'طفل (٢–١١ سنة)', 'رضيع على الحِجر (أقل من سنتين)'],
      );
    } finally {
      await db.insert(ticketCategoryTranslations).values(saved);
    }
  });
});
