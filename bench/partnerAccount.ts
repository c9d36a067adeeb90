// A bench partner: a provider made the way partners join Kemet (an application, approved by the operations account the
// API seeds at its first start, the owner's invitation read from the dev mailbox and accepted), for the workspace's
// first-load bytes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BENCH_PARTNER = {
  fullName: 'Bench Partner',
  email: `bench-partner-${Date.now()}@kemet.example`,
  password: 'felucca-dawn-2027',
};

async function call(apiOrigin: string, method: string, route: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${apiOrigin}${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`bench partner: ${method} ${route} answered ${response.status}`);
  return response;
}

export async function createBenchPartner(apiOrigin: string, dataDir: string): Promise<void> {
  const businessName = `Bench Feluccas ${Date.now().toString(36)}`;
  await call(apiOrigin, 'POST', '/api/partner-applications', {
    businessName,
    businessType: 'Tour operator',
    website: 'https://bench-feluccas.example',
    address: '1 Corniche el-Nil, Aswan',
    email: BENCH_PARTNER.email,
    phone: '+20 97 123 4567',
    whyPartner: 'To measure the workspace.',
    servicesOffered: 'Felucca trips.',
    additionalInfo: '',
  });
  const operations = JSON.parse(readFileSync(path.join(dataDir, 'operations-account.json'), 'utf8')) as {
    email: string;
    password: string;
  };
  const signedIn = await call(apiOrigin, 'POST', '/api/sessions', operations);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const queue = (await (
    await call(apiOrigin, 'GET', '/api/operations/partner-applications?status=pending&pageSize=100', undefined, cookie)
  ).json()) as { items: { id: number; businessName: string }[] };
  const application = queue.items.find((item) => item.businessName === businessName);
  if (!application) throw new Error('bench partner: the application is not in the queue');
  await call(apiOrigin, 'POST', `/api/operations/partner-applications/${application.id}/approval`, undefined, cookie);
  const { mail } = (await (
    await call(apiOrigin, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(BENCH_PARTNER.email)}`)
  ).json()) as { mail: { body: string } | null };
  const token = /\/partner\/invitation\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error('bench partner: no invitation in the dev mailbox');
  await call(apiOrigin, 'POST', `/api/partner/invitations/${token}/acceptance`, {
    fullName: BENCH_PARTNER.fullName,
    password: BENCH_PARTNER.password,
  });
}
