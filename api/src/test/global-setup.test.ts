import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalSetup from './global-setup';

describe("the API run's template folder (global setup)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('removes the folder of a run whose process is gone, keeps live and unfinished ones, and names its own', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-setup-'));
    const folder = (name: string, pid?: number) => {
      const dir = path.join(parent, `basera-api-templates-${name}`);
      fs.mkdirSync(dir);
      if (pid !== undefined) fs.writeFileSync(path.join(dir, 'run.pid'), String(pid));
      return dir;
    };
    // A process that has ended: its id names no running process now.
    const ended = spawnSync(process.execPath, ['-e', '0']).pid!;
    const abandoned = folder('ended', ended);
    const live = folder('live', process.pid);
    const unfinished = folder('unfinished');
    const other = path.join(parent, 'something-else');
    fs.mkdirSync(other);

    process.env.TEST_TEMPLATES_PARENT = parent;
    globalSetup();

    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(live) && fs.existsSync(unfinished) && fs.existsSync(other)).toBe(true);
    const mine = process.env.BASERA_TEST_TEMPLATES!;
    expect(path.dirname(mine)).toBe(parent);
    expect(fs.readFileSync(path.join(mine, 'run.pid'), 'utf8')).toBe(String(process.pid));
    fs.rmSync(parent, { recursive: true, force: true });
  });
});
