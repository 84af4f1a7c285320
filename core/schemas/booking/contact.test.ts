import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './contact';

const valid = { name: ' Asha ', email: 'asha@example.com', phone: '', subject: 'Timings', message: 'Are you open on Sunday?' };

describe('ContactMessageSchema', () => {
  it('accepts a message without a phone and trims the fields', () => {
    const parsed = ContactMessageSchema.parse(valid);
    expect(parsed).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: undefined,
      subject: 'Timings',
      message: 'Are you open on Sunday?',
    });
    expect(ContactMessageSchema.parse({ ...valid, phone: undefined }).phone).toBeUndefined();
  });

  it('accepts a 10-digit phone and refuses any other phone', () => {
    expect(ContactMessageSchema.parse({ ...valid, phone: '9876543210' }).phone).toBe('9876543210');
    for (const phone of ['12345', '98765432101', '98765abcde', '+919876543210']) {
      const result = ContactMessageSchema.safeParse({ ...valid, phone });
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('site.contact.phoneInvalid');
    }
  });

  it('names each missing or bad field with its message key', () => {
    const result = ContactMessageSchema.safeParse({ name: ' ', email: 'nope', subject: '', message: '' });
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byField).toEqual({
      name: 'site.contact.nameRequired',
      email: 'site.contact.emailInvalid',
      subject: 'site.contact.subjectRequired',
      message: 'site.contact.messageRequired',
    });
    expect(ContactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'site.contact.messageTooLong',
    );
  });
});
