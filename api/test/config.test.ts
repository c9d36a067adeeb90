// The environment the API starts from: defaults when a variable is unset or empty, numbers parsed, and a bad value
// stops the start with a message that names the variable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../src/config.js';

test('unset and empty variables take their defaults', () => {
  for (const env of [{}, { PORT: '', SHUTDOWN_GRACE_MS: ' ', HOST: '', LOG_LEVEL: '' }]) {
    const config = loadConfig(env);
    assert.deepEqual(
      [config.port, config.shutdownGraceMs, config.host, config.logLevel, config.bodyLimit],
      [3000, 10_000, '127.0.0.1', 'info', 65_536],
    );
    assert.deepEqual(
      [config.allowedOrigins, config.cookieSecure, config.publicOrigin],
      [[], false, 'http://localhost:8080'],
    );
  }
});

test('numbers, lists and switches are read from their text', () => {
  const config = loadConfig({
    PORT: '3100',
    SHUTDOWN_GRACE_MS: '2500',
    ALLOWED_ORIGINS: 'https://a.example, https://b.example',
    COOKIE_SECURE: 'Yes',
  });
  assert.deepEqual([config.port, config.shutdownGraceMs, config.cookieSecure], [3100, 2500, true]);
  assert.deepEqual(config.allowedOrigins, ['https://a.example', 'https://b.example']);
  assert.equal(loadConfig({ PUBLIC_ORIGIN: 'https://kemet.example/' }).publicOrigin, 'https://kemet.example');
});

test('a value that is not a finite number, a negative one, or an unknown log level is refused with the variable named', () => {
  assert.throws(() => loadConfig({ SHUTDOWN_GRACE_MS: 'ten seconds' }), /SHUTDOWN_GRACE_MS must be number/);
  assert.throws(() => loadConfig({ BODY_LIMIT_BYTES: '-1' }), /BODY_LIMIT_BYTES must be >= 0/);
  assert.throws(() => loadConfig({ SHUTDOWN_GRACE_MS: 'Infinity' }), /SHUTDOWN_GRACE_MS must be a finite number/);
  assert.throws(() => loadConfig({ LOG_LEVEL: 'verbose' }), /LOG_LEVEL/);
});

test('fair limits: per-address velocity and proof of work by default, each settable', () => {
  const config = loadConfig({});
  assert.deepEqual(
    [config.declinesPerUser, config.declinesPerCard, config.declinesPerDevice, config.declineWindowSeconds],
    [3, 3, 5, 3600],
  );
  assert.deepEqual(
    [config.declinesPerIp, config.declinesPerIpHard, config.declineVelocityWindowSeconds],
    [10, 60, 600],
  );
  assert.deepEqual([config.powMaxNumber, config.powExpirySeconds, config.powHeldShare], [50_000, 600, 0.5]);
  assert.equal(config.limitsSecret, undefined);
  const set = loadConfig({
    DECLINE_LIMIT_PER_IP: '4',
    POW_MAX_NUMBER: '1000',
    LIMITS_SECRET: 'limits-secret-0123456789',
  });
  assert.deepEqual([set.declinesPerIp, set.powMaxNumber, set.limitsSecret], [4, 1000, 'limits-secret-0123456789']);
  assert.throws(() => loadConfig({ POW_HELD_SHARE: '1.5' }), /POW_HELD_SHARE/);
});

test("Kemet's commission: 150 per mille (15 %) by default, a whole number from 0 to 1000 when set", () => {
  assert.equal(loadConfig({}).commissionPerMille, 150);
  assert.equal(loadConfig({ COMMISSION_PER_MILLE: '125' }).commissionPerMille, 125);
  assert.equal(loadConfig({ COMMISSION_PER_MILLE: '0' }).commissionPerMille, 0);
  for (const bad of ['12.5', '-1', '1001', '15%'])
    assert.throws(() => loadConfig({ COMMISSION_PER_MILLE: bad }), /COMMISSION_PER_MILLE/, bad);
});
