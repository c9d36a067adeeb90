import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REQUIRED_NODE_MAJOR, unsupportedNodeMessage } from './requireSupportedNode';

describe('requireSupportedNode', () => {
  it('names the required version to someone on an older Node', () => {
    expect(unsupportedNodeMessage('v20.20.2')).toMatch(/needs Node\.js 24 or newer, but this is Node\.js v20\.20\.2/);
  });

  it('lets Node 24 and newer through', () => {
    expect(unsupportedNodeMessage('v24.21.0')).toBeUndefined();
    expect(unsupportedNodeMessage('v26.0.0')).toBeUndefined();
  });

  it('asks for the same major as the engines field and the version-manager files', () => {
    const root = path.join(__dirname, '../..');
    const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(String(REQUIRED_NODE_MAJOR));
    expect(readFileSync(path.join(root, '.node-version'), 'utf8').trim()).toBe(String(REQUIRED_NODE_MAJOR));
  });
});
