import { describe, expect, it } from 'vitest';
import { createLogger } from './create-context';

describe('the logger under systemd', () => {
  it('prefixes each line with its journald priority, so `journalctl -p warning` finds warnings and errors', () => {
    const lines: string[] = [];
    const log = createLogger({ LOG_LEVEL: 'debug' }, { write: (line: string) => void lines.push(line) }, true);
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    log.fatal('f');
    expect(lines.map((line) => line.slice(0, 3))).toEqual(['<7>', '<6>', '<4>', '<3>', '<2>']);
    // After the prefix, the JSON line is whole.
    expect(JSON.parse(lines[2]!.slice(3))).toMatchObject({ level: 40, msg: 'w' });
  });

  it('writes plain JSON lines elsewhere', () => {
    const lines: string[] = [];
    const log = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) }, false);
    log.warn('w');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: 'w' });
  });
});
