// Real file-system faults for tests: a read-only folder and a small tmpfs that fills up. Both need root
// (mount); tests skip with a printed reason without it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let mountable: boolean | null = null;

/** Why mounting is not possible here (null when it is). */
export function cannotMount(): string | null {
  if (mountable === null) {
    mountable = false;
    if (process.getuid?.() === 0) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bright-mount-probe-'));
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
        execFileSync('umount', [dir], { stdio: 'ignore' });
        mountable = true;
      } catch {
        // no CAP_SYS_ADMIN (an unprivileged container)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  if (mountable) return null;
  return process.getuid?.() === 0 ? 'mount is not permitted in this container' : 'not running as root (mount needs it)';
}

/** Makes `dir` read-only in place (a read-only bind mount over itself); answers the undo. */
export function readOnly(dir: string): () => void {
  execFileSync('mount', ['--bind', dir, dir]);
  execFileSync('mount', ['-o', 'remount,ro,bind', dir]);
  return () => execFileSync('umount', [dir]);
}

/** Mounts an empty tmpfs of `size` (such as '2m') on `dir` (created when missing); answers the undo. */
export function smallTmpfs(dir: string, size: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  return () => execFileSync('umount', ['-l', dir]);
}
