/**
 * The patient side of the channels: how the patient wants to hear about bookings (SMS, WhatsApp or both,
 * with the WhatsApp consent), the clinic's "Chat with us on WhatsApp" link (`footer.` keys: every
 * page has them) and "Add to calendar".
 */
export const channels = {
  'footer.chatOnWhatsApp': 'Chat with us on WhatsApp',
  'footer.opensInNewTab': '(opens in a new tab)',
  'channels.title': 'Messages about your bookings',
  'channels.intro': 'Choose how we send confirmations, reminders and changes.',
  'channels.sms': 'SMS',
  'channels.whatsapp': 'WhatsApp',
  'channels.both': 'WhatsApp and SMS',
  'channels.consent':
    'By choosing WhatsApp you agree that Sarona Ayurveda may send you booking messages on WhatsApp at this number. You can switch back to SMS at any time.',
  'channels.consentGiven': 'WhatsApp messages agreed on {date}.',
  'channels.invalid': 'Choose SMS, WhatsApp, or both.',
  'channels.save': 'Save choice',
  'channels.saved': 'Your choice is saved. Your upcoming bookings use it too.',
  'channels.saveFailed': 'Your choice could not be saved. Please try again.',
  'channels.calendar.title': 'Add to calendar',
  'channels.calendar.ics': 'Download calendar file (.ics)',
  'channels.calendar.google': 'Add to Google Calendar',
  'channels.calendar.cancelled': 'This booking is cancelled: it is no longer in your calendar.',
  'channels.calendar.summary': 'Ayurvedic consultation with {doctor}',
  'channels.calendar.details': 'Consultation {id} at {clinic}. Track it: {link}',
} as const;
