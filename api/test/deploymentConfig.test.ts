// Deployment settings read from the environment: the database password and the booking-key secret from compose secret
// files.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../src/config.js';

test('DATABASE_PASSWORD_FILE supplies the password DATABASE_URL leaves out (compose secrets), any characters kept', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kemet-secret-'));
  try {
    const file = path.join(dir, 'db_password');
    writeFileSync(file, 'p@ss:w/rd%41\n');
    const url = new URL(
      loadConfig({ DATABASE_URL: 'postgres://kemet@postgres:5432/kemet', DATABASE_PASSWORD_FILE: file }).databaseUrl!,
    );
    assert.equal(decodeURIComponent(url.password), 'p@ss:w/rd%41');
    assert.deepEqual([url.username, url.hostname, url.pathname], ['kemet', 'postgres', '/kemet']);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://a:b@db/x' }).databaseUrl, 'postgres://a:b@db/x');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('IDEMPOTENCY_SECRET_FILE supplies the booking-key secret (compose secrets); IDEMPOTENCY_SECRET still works', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kemet-secret-'));
  try {
    const file = path.join(dir, 'idempotency_secret');
    writeFileSync(file, 'a-secret-of-at-least-thirty-two-characters\n');
    assert.equal(
      loadConfig({ IDEMPOTENCY_SECRET_FILE: file }).idempotencySecret,
      'a-secret-of-at-least-thirty-two-characters',
    );
    assert.equal(
      loadConfig({ IDEMPOTENCY_SECRET: 'from-the-environment-0123456789abcdef' }).idempotencySecret,
      'from-the-environment-0123456789abcdef',
    );
    assert.equal(loadConfig({}).idempotencySecret, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
