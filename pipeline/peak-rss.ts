import { readFileSync } from 'node:fs';

/**
 * This process's own largest resident memory, in MB. Not `process.resourceUsage().maxRSS`: on Linux
 * a started process inherits its parent's high-water mark at the fork (a process started by a
 * 400 MB parent reported 405 MB with 42 MB of its own), so a render process or a bench's child read
 * its parent's size. /proc/self/status's VmHWM is the high-water mark of this process's memory only.
 */
export function peakRssMb(): number {
  try {
    const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kilobytes) return Math.round(Number(kilobytes) / 1024);
  } catch {
    // Not Linux: the operating system's figure, which is the process's own there.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
