/**
 * Messages to patients by SMS and WhatsApp. `notices.sms.<kind>` is the text registered
 * under TRAI's DLT rules: each `{name}` is one DLT variable `{#var#}` of at most 30 characters, and
 * `{link}` is five adjacent `{#var#}` (a link of up to 150 characters, split in 30-character parts).
 * Changing a text means registering it again (`npm run notices:templates` prints the patterns).
 */
export const notices = {
  'notices.sms.booked': '{clinic}: consultation {id} booked with {doctor} on {when}. Amount Rs {amount}. Track and pay: {link}',
  'notices.sms.paid': '{clinic}: payment of Rs {amount} received for consultation {id} with {doctor} on {when}. Details: {link}',
  'notices.sms.reminder24h':
    '{clinic} reminder: consultation {id} with {doctor} on {when}, {mode}. In person, please arrive 15 minutes early. Join or see details: {link}',
  'notices.sms.reminder2h':
    '{clinic} reminder: consultation {id} with {doctor} starts in 2 hours, at {when}, {mode}. Join or see details: {link}',
  'notices.sms.rescheduled': '{clinic}: consultation {id} with {doctor} is moved to {when}. Track: {link}',
  'notices.sms.cancelled': '{clinic}: consultation {id} with {doctor} on {when} is cancelled. Book again: {link}',
  'notices.sms.holdReleased':
    '{clinic}: consultation {id} with {doctor} on {when} was released because it was not paid within 30 minutes. Book again: {link}',
  'notices.sms.prescriptionReady':
    '{clinic}: the prescription of your consultation {id} with {doctor} is ready. Download it within 7 days: {link}',
  'notices.sms.programmeScheduled':
    '{clinic}: your therapy programme of {count} sessions is scheduled. First session: {when}. Deposit Rs {amount}. See your sessions and pay: {link}',
  'notices.sms.sessionReminder':
    '{clinic} reminder: therapy sessions tomorrow: {count}, the first at {when}. Please arrive 15 minutes early. Details: {link}',
  'notices.sms.sessionMoved': '{clinic}: your {therapy} session is moved to {when}. See your sessions: {link}',
  'notices.sms.sessionCancelled': '{clinic}: your {therapy} session on {when} is cancelled by the clinic. See your programme: {link}',
  'notices.sms.scheduleChanged':
    '{clinic}: your therapy sessions have changed. {count} sessions ahead, the next on {when}. See your sessions: {link}',
  'notices.sms.programmeCancelled': '{clinic}: your therapy programme is cancelled, with its sessions still to come. Details: {link}',
  'notices.sms.depositReceived':
    '{clinic}: deposit of Rs {amount} received for your therapy programme. Receipt {id}. See your programme: {link}',
  'notices.mode.offline': 'in person',
  'notices.mode.online': 'online (video)',
  'notices.webhookInvalid': 'Invalid webhook signature',
  'notices.webhookVerifyRefused': 'The webhook verification token does not match',
  'staff.notices.whatsapp': 'WhatsApp',
} as const;
