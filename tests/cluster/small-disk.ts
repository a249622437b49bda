import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A real file system of a few hundred kilobytes (tmpfs), to meet a full or read-only disk for real. */
export interface SmallDisk {
  path: string;
  /** Writes a file until the disk is full (ENOSPC). */
  fill: (name?: string) => void;
  unmount: () => void;
}

const mount = (args: string[]) => spawnSync('mount', args, { encoding: 'utf8' });

/** Why small disks cannot be made here (mounting needs root with CAP_SYS_ADMIN), or undefined. */
export function smallDiskUnavailable(): string | undefined {
  if (process.platform !== 'linux') return 'tmpfs mounts need Linux';
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  try {
    mountSmallDisk(64).unmount();
    return undefined;
  } catch (error) {
    return `a tmpfs cannot be mounted here (${error instanceof Error ? error.message : String(error)})`;
  }
}

export function mountSmallDisk(kilobytes: number, { readOnly = false } = {}): SmallDisk {
  const at = mkdtempSync(path.join(tmpdir(), 'school-disk-'));
  const options = `size=${kilobytes}k,mode=0700${readOnly ? ',ro' : ''}`;
  const result = mount(['-t', 'tmpfs', '-o', options, 'tmpfs', at]);
  if (result.status !== 0) {
    rmSync(at, { recursive: true, force: true });
    throw new Error(result.stderr.trim() || `mount exited with ${String(result.status)}`);
  }
  return {
    path: at,
    fill: (name = 'filler') => {
      const fd = openSync(path.join(at, name), 'a');
      const block = Buffer.alloc(4096, 1);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    unmount: () => {
      spawnSync('umount', ['--lazy', at]);
      rmSync(at, { recursive: true, force: true });
    },
  };
}
