/** Business constants of spec section 9. One name for one thing across layers. */

export const CONSULTATION_TYPES = ['General Consultation', 'Follow-up', 'Specific Treatment'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export const DEPARTMENTS = [
  'Skin & Hair',
  'Infertility and PCOD',
  'Kidney and Gallbladder Stone',
  'Arthritis and Pain Management',
  'Life style disorder',
  'Glaucoma',
  'Immunity booster dose',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Before a patient's number on documents and staff screens: 'SA-000123' (decision 0052). */
export const PATIENT_NUMBER_PREFIX = 'SA';

export const MODES = ['offline', 'online'] as const;
export type Mode = (typeof MODES)[number];

export const CONSULTATION_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'submitted', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// eslint-disable-next-line no-restricted-syntax -- the roles themselves, not who may do what (decision 0032)
export const STAFF_ROLES = ['admin', 'reception', 'doctor', 'therapist'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Panchakarma: a therapist's gender, and whom a therapy's therapists must match. */
export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_RULES = ['same-as-patient', 'any'] as const;
export type GenderRule = (typeof GENDER_RULES)[number];

/** The equipment a treatment room has; a therapy may need one of them. */
export const ROOM_CAPABILITIES = ['abhyanga-table', 'shirodhara-table', 'steam-chamber', 'basti-room', 'netra-chair', 'general'] as const;
export type RoomCapability = (typeof ROOM_CAPABILITIES)[number];

/** A prescribed course of therapies, and each of its sessions. Only active sessions hold their therapists, room and patient. */
export type ProgrammeStatus = 'proposed' | 'accepted' | 'cancelled' | 'completed';
/** A programme's deposit: owed, claimed by the patient with a UPI reference, or confirmed paid by reception. */
export type DepositStatus = 'due' | 'claimed' | 'paid';
/** The share of a programme's price (after discount) asked as a deposit, rounded up to whole hundreds of rupees. */
export const PROGRAMME_DEPOSIT_PERCENT = 25;
/** A patient's request to move a session, or to start a therapy: open until reception acts on it. */
export const REQUEST_STATUSES = ['open', 'done', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const SESSION_STATUSES = ['booked', 'completed', 'cancelled', 'no-show'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** When in the day a patient prefers their sessions. */
export type TimeBand = 'morning' | 'afternoon' | 'evening' | 'any';

/** How a patient wants their notices: SMS (the default: a number may have no WhatsApp), WhatsApp, or both. */
export const NOTICE_CHANNELS = ['sms', 'whatsapp', 'both'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Where a notice went and what the provider last said about it. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How a receipt says the money came: UPI (with its UTR), cash, card, or the online gateway. */
export const RECEIPT_MODES = ['upi', 'cash', 'card', 'online'] as const;
export type ReceiptMode = (typeof RECEIPT_MODES)[number];

/**
 * How a payment came, the one list (docs/decisions/0046): the patient's UPI transfer to the clinic's
 * id (claimed with its UTR), the online gateway, or at the clinic's counter in cash, by card or by UPI.
 */
export const PAYMENT_METHODS = ['clinic-cash', 'clinic-card', 'clinic-upi', 'upi', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);
/** The methods the desk records at the counter. */
export const CLINIC_METHODS = ['clinic-cash', 'clinic-card', 'clinic-upi'] as const satisfies readonly PaymentMethod[];
export type ClinicMethod = (typeof CLINIC_METHODS)[number];
/** How a programme's deposit may be confirmed: the patient's UPI claim or at the counter (never the gateway). */
export const DEPOSIT_METHODS = ['upi', ...CLINIC_METHODS] as const satisfies readonly PaymentMethod[];
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/**
 * The accounting mode of each method, as receipts, exports, the reconciliation and insights read it:
 * UPI whether to the clinic's id or at the counter, cash, card, or online (the gateway).
 */
export const PAYMENT_MODE: Record<PaymentMethod, ReceiptMode> = {
  upi: 'upi',
  gateway: 'online',
  'clinic-cash': 'cash',
  'clinic-card': 'card',
  'clinic-upi': 'upi',
};

export const LIMITS = {
  doctorCacheMs: 300_000,
  persistTimeoutMs: 5000,
  otpLength: 6,
  otpResendSeconds: 60,
  otpValidMinutes: 10,
  otpMaxAttempts: 5,
  contactDigits: 10,
  sessionDays: 7,
  /** A patient session unused this long ends (decision 0003). */
  patientIdleDays: 2,
  staffSessionHours: 12,
  staffIdleMinutes: 30,
  paymentWaitMs: 1500,
  homeTherapies: 8,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  sponsorLoopSeconds: 20,
  meteors: 20,
  scrollButtonPx: 300,
  headerShadowPx: 10,
  blogPageSize: 6,
  blogMaxPageSize: 50,
  infiniteScrollMarginPx: 200,
  ratingMin: 1,
  ratingMax: 10,
  mobileBreakpointPx: 768,
  servicesMenuCount: 14,
  relatedServices: 3,
  cardBenefits: 3,
  navHoverDelayMs: 200,
  navSkipDelayMs: 300,
  navCloseDelayMs: 150,
  arriveEarlyMinutes: 15,
  changeCutoffHours: 24,
  bookingHorizonDays: 60,
  unpaidHoldMinutes: 30,
  /** Slot hoarding rules: core/booking/booking-limits.ts. */
  maxUnpaidBookings: 2,
  confirmCallHoursBefore: 3,
  symptomsMax: 1000,
  feedbackCommentMax: 2000,
  videoCallOpensMinutes: 15,
} as const;

export const TOAST = {
  max: 20,
  durations: { blank: 4000, error: 4000, success: 2000, custom: 4000 },
  removeDelayMs: 1000,
  otpSentMs: 4000,
  paymentClaimedMs: 10_000,
} as const;

export const SESSION_COOKIE = 'authToken';
export const LEGACY_TOKEN_COOKIE = 'token';
export const LOCALE_COOKIE = 'lang';
export const SIDEBAR_COOKIE = 'sidebar_state';

/** When a medicine is taken, relative to food (prescriptions; each has a label in the documents catalog). */
export const MEDICINE_TIMINGS = ['before-food', 'after-food', 'with-food', 'empty-stomach', 'bedtime'] as const;
export type MedicineTiming = (typeof MEDICINE_TIMINGS)[number];

/** The desk's moves are told once this long after the last one, or when it presses "Done, notify patients" (decision 0058). */
export const SCHEDULE_QUIET_MINUTES = 10;
