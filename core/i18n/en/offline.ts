/** Offline and installable: the saved-copy banner and the offline page the service worker shows. */
export const offline = {
  'offline.title': 'You are offline',
  'offline.savedCopy': 'You are offline. This is your saved copy from {time}.',
  'offline.savedCopyHint': 'It may have changed since; it updates when you are back online.',
  'offline.bookingNeedsConnection': 'You are offline: booking needs a connection.',
  'offline.paymentNeedsConnection': 'You are offline: payment needs a connection.',
  'offline.pageNotSaved': 'You are offline, and this page is not saved on this device.',
  'offline.savedPagesHint':
    'Pages you opened before on this device (My Appointments, consultation tracking, downloaded prescriptions and receipts) open without a connection.',
  'offline.tryAgain': 'Try again',
  'offline.myAppointments': 'My Appointments',
};
