/**
 * The clinic's facts, in one place. Pages, JSON-LD, SMS texts and the UPI QR read them from here.
 * Values a deployment must change (phone, UPI id) can be overridden through config (server/config.ts).
 */
export const clinic = {
  name: 'Sarona Ayurveda',
  legalName: 'Sarona Ayurveda Clinic & Panchakarma Centre',
  nameHi: 'सरोना आयुर्वेद',
  foundedYear: 2019,
  phone: '+919876543210',
  phoneDisplay: '+91 98765 43210',
  whatsapp: '+919876543210',
  email: 'care@sarona-ayurveda.example',
  upiId: 'saronaayurveda@upi',
  address: {
    street: 'Near Sarona Chowk, Sarona',
    locality: 'Sarona',
    city: 'Raipur',
    region: 'Chhattisgarh',
    postalCode: '492010',
    country: 'IN',
  },
  geo: { lat: 21.2167, lng: 81.5951 },
  hours: {
    weekdays: 'Mon-Sat 9:00 AM-6:00 PM',
    sunday: 'Sunday closed',
    open: '09:00',
    close: '18:00',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const,
  },
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
  timeZone: 'Asia/Kolkata',
} as const;

export type Clinic = typeof clinic;
