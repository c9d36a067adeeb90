// A provider made the way partners join Kemet: an application through the partner form, approved by the operations
// account the API seeds at its first start (operations-account.json in the suite's data folder), and the owner's
// invitation link read from the dev mailbox.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './accounts';

interface SeededOperationsAccount {
  email: string;
  password: string;
}

/**
 * The operations account the API seeds at its first start, read from its data folder (the suite's, unless a spec's
 * private API has its own).
 */
export function operationsAccount(dir = process.env.E2E_PGLITE_DIR): SeededOperationsAccount {
  if (!dir) throw new Error('E2E_PGLITE_DIR is unset: the suite did not start its own stack');
  return JSON.parse(fs.readFileSync(path.join(dir, 'operations-account.json'), 'utf8')) as SeededOperationsAccount;
}

export interface ApprovedProvider {
  businessName: string;
  ownerEmail: string;
  /** The invitation link's path and query (/partner/invitation?token=…). */
  invitationPath: string;
}

/**
 * Files, approves and returns the owner's invitation; `api` is signed in as operations afterwards. `dataDir`: the
 * data folder of a spec's private API.
 */
export async function approvedProvider(api: APIRequestContext, dataDir?: string): Promise<ApprovedProvider> {
  const businessName = `Felucca Dawn ${Date.now().toString(36)}${process.pid}`;
  const ownerEmail = uniqueEmail('owner');
  const filed = await api.post('/api/partner-applications', {
    data: {
      businessName,
      businessType: 'Tour operator',
      website: 'https://feluccadawn.example',
      address: '12 Corniche el-Nil, Aswan',
      email: ownerEmail,
      phone: '+20 97 123 4567',
      whyPartner: 'We want to reach independent travellers.',
      servicesOffered: 'Sunrise felucca trips.',
      additionalInfo: '',
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);

  const signedIn = await api.post('/api/sessions', { data: operationsAccount(dataDir) });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const id = await pendingApplicationId(api, businessName);
  const approved = await api.post(`/api/operations/partner-applications/${id}/approval`);
  expect(approved.status(), await approved.text()).toBe(201);

  const invitationPath = await mailedInvitationPath(api, ownerEmail);
  return { businessName, ownerEmail, invitationPath };
}

/** The invitation link (path and query) of the newest mail sent to `email`, once it is there. */
export async function mailedInvitationPath(api: APIRequestContext, email: string): Promise<string> {
  let invitationPath = '';
  await expect
    .poll(async () => {
      const to = encodeURIComponent(email);
      const { mail } = (await (await api.get(`/api/dev/mailbox?to=${to}`)).json()) as { mail: { body: string } | null };
      invitationPath = /\/partner\/invitation\?token=[\w-]+/.exec(mail?.body ?? '')?.[0] ?? '';
      return invitationPath;
    })
    .toMatch(/^\/partner\/invitation\?token=/);
  return invitationPath;
}

async function pendingApplicationId(api: APIRequestContext, businessName: string): Promise<number> {
  for (let page = 1; ; page++) {
    const response = await api.get(`/api/operations/partner-applications?status=pending&page=${page}&pageSize=100`);
    expect(response.status(), await response.text()).toBe(200);
    const list = (await response.json()) as { items: { id: number; businessName: string }[]; totalPages: number };
    const found = list.items.find((application) => application.businessName === businessName);
    if (found) return found.id;
    if (page >= list.totalPages) throw new Error(`no pending application of ${businessName}`);
  }
}

export interface JoinedOwner {
  businessName: string;
  email: string;
  password: string;
}

/** An approved provider whose owner accepted the invitation with a new account (through the API). */
export async function joinedOwner(api: APIRequestContext): Promise<JoinedOwner> {
  const provider = await approvedProvider(api);
  const token = new URLSearchParams(provider.invitationPath.split('?')[1]).get('token');
  const password = 'Felucca-Dawn-2027';
  const accepted = await api.post(`/api/partner/invitations/${token}/acceptance`, {
    data: { fullName: 'Hatshepsut Owner', password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { businessName: provider.businessName, email: provider.ownerEmail, password };
}
