// Where the e2e stack lives: KEMET's default ports plus E2E_PORT_OFFSET (default 7000 → shell 15080, API 10000).
import { stackPorts, type AppName } from '@kemet/server/stack';

export const E2E_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 7000);

/** Offsets reserved for the dedicated stacks some spec files start (each file takes its own). */
export const FAULT_OFFSETS = {
  remoteDown: E2E_OFFSET + 100,
  apiDown: E2E_OFFSET + 200,
  runtimeDiscovery: E2E_OFFSET + 300,
  slowAndBroken: E2E_OFFSET + 400,
  formLimits: E2E_OFFSET + 500,
  versionSkew: E2E_OFFSET + 600,
  serverRender: E2E_OFFSET + 700,
  newRemote: E2E_OFFSET + 800,
  fairLimits: E2E_OFFSET + 900,
  partnerJoins: E2E_OFFSET + 1000,
  partnerPath: E2E_OFFSET + 1100,
  reviewModeration: E2E_OFFSET + 1200,
} as const;

export function portsAt(offset: number): Record<AppName, number> {
  return stackPorts(offset);
}

export function originOf(app: AppName, offset = E2E_OFFSET): string {
  return `http://localhost:${portsAt(offset)[app]}`;
}

/** The site's origin (the shell): every page and /api call goes through it. */
export const BASE_URL = process.env.E2E_BASE_URL ?? originOf('shell');
