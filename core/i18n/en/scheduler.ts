/** The Panchakarma scheduler's refusals (core/programmes/messages.ts), for reception's screens and the API's errors. */
export const scheduler = {
  'staff.schedule.emptyProgramme': 'The programme has no sessions.',
  'staff.schedule.unknownTherapy': 'There is no therapy "{therapy}" in the catalogue.',
  'staff.schedule.prescriptionRequired': "{therapy} needs a doctor's prescription: a doctor prescribes the programme after a consultation.",
  'staff.schedule.noTrainedTherapist': 'Not enough therapists are trained in {therapy} for its sessions.',
  'staff.schedule.noTherapistOfGender': "Not enough therapists of the patient's gender are trained in {therapy}.",
  'staff.schedule.noRoomWithCapability': 'No treatment room has what {therapy} needs ({capability}).',
  'staff.schedule.startInPast': 'The programme cannot start on {startDate}: that day has passed (today is {today}).',
  'staff.schedule.holidayEveryDay': 'The clinic is closed every day from {from} to {to}, the last day it books: there is no day to start.',
  'staff.schedule.beyondHorizon':
    'Day {day} of the programme would fall on {date}, after the last day the clinic books ({lastBookable}): shorten the programme or start it earlier.',
  'staff.schedule.noTimeInBand':
    "No free time for {therapy} on {date} (day {day}) in the patient's time band: try another time band or start date.",
} as const;
