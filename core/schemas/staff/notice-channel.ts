/**
 * How the patient hears about bookings: 'sms' (the default), 'whatsapp' or 'both'. The
 * booking form and the profile send it; choosing WhatsApp records the patient's consent.
 */
import { z } from '@core/schemas/z';
import { NOTICE_CHANNELS } from '@core/constants';

export const NoticeChannelSchema = z.enum(NOTICE_CHANNELS, { error: 'channels.invalid' });

/** PUT /api/profile/notices and the profile's choice. */
export const NoticeChannelUpdateSchema = z.object({ noticeChannel: NoticeChannelSchema });
