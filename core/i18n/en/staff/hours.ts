/** Weekly hours of the clinic, doctors and therapists (core/hours.ts, decision 0057; namespace `staff`). */
export const staffHours = {
  'staff.hours.legend': 'Hours by weekday',
  'staff.hours.hint': 'Untick a day when closed. A break (lunch) is optional; a half-day simply closes earlier.',
  'staff.hours.open': 'Open',
  'staff.hours.from': 'From',
  'staff.hours.to': 'To',
  'staff.hours.breakFrom': 'Break from',
  'staff.hours.breakTo': 'Break to',
  'staff.hours.addBreak': 'Add a break on {day}',
  'staff.hours.removeBreak': 'Remove the break on {day}',
  'staff.hours.closed': 'Closed',
  'staff.hours.endBeforeStart': 'The end must be after the start',
  'staff.hours.breakOutsideDay': 'A break must lie inside the day’s hours and end after it starts',
  'staff.hours.sevenDays': 'Give the hours of all seven days',
  'staff.hours.noOpenDay': 'Choose at least one day the clinic is open',
  'staff.hours.outsideClinic':
    'These hours lie outside the clinic’s: on {day} the clinic is open {clinicHours}. Change the hours of that day, or the clinic’s first.',
  'staff.hours.clinicClosedOn':
    'These hours lie outside the clinic’s: the clinic is closed on {day}. Leave that day off, or open the clinic that day first.',
  'staff.hours.staffOutside':
    'The new hours leave staff working while the clinic is closed: {conflicts}. Change their hours first, then the clinic’s.',
  'staff.hours.slotOutside': 'This time is outside the clinic’s hours (before opening, in a break or after closing).',
} as const;
