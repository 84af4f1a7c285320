/** Confirming a patient's e-mail address (docs/decisions/0033-account-ends-and-sign-in-safety.md). */
export const emailVerify = {
  'emailVerify.mail.subject': 'Confirm your e-mail address for {clinic}',
  'emailVerify.mail.body':
    'Hello {name},\n\nPlease confirm that {email} is your e-mail address, so that {clinic} can send you booking confirmations and reminders by e-mail. Open this link and press "Confirm this e-mail address":\n\n{link}\n\nThe link works for {days, plural, one {# day} other {# days}}. If you did not give this address to {clinic}, ignore this mail: nothing will be sent to it.\n\n{clinic}',
  'emailVerify.pageTitle': 'Confirm your e-mail address',
  'emailVerify.pageIntro': 'Press the button to confirm this e-mail address. Until then the clinic sends it nothing.',
  'emailVerify.confirm': 'Confirm this e-mail address',
  'emailVerify.confirmed': 'Thank you: your e-mail address is confirmed. Booking mails will now reach it.',
  'emailVerify.linkInvalid':
    'This confirmation link is not valid, or the address has changed since it was sent. Open your profile and ask for a new one.',
  'emailVerify.linkExpired': 'This confirmation link has expired. Open your profile and ask for a new one.',
  'emailVerify.unverified': 'Not confirmed yet: the clinic sends no e-mail to this address until you open the link we mailed to it.',
  'emailVerify.verified': 'Confirmed',
  'emailVerify.resend': 'Resend the confirmation',
  'emailVerify.sent': 'We have sent a confirmation link to {email}.',
  'emailVerify.noEmail': 'Add an e-mail address to your profile first.',
  'emailVerify.emailOff': 'The clinic does not send e-mail: there is nothing to confirm.',
  'emailVerify.alreadyVerified': 'This e-mail address is already confirmed.',
  'emailVerify.openProfile': 'Open my profile',
};
