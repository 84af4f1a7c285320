import { describe, expect, it } from 'vitest';
import { newVideoRoomName, videoRoomUrl } from './video-room';

describe('video rooms', () => {
  it('joins the base URL and a room name once, with or without a trailing slash', () => {
    const room = newVideoRoomName();
    expect(room).toMatch(/^SaronaAyurveda-[0-9a-f]{32}$/);
    expect(videoRoomUrl('https://meet.jit.si', room)).toBe(`https://meet.jit.si/${room}`);
    expect(videoRoomUrl('https://video.example.in/rooms/', room)).toBe(`https://video.example.in/rooms/${room}`);
  });

  it('keeps a whole URL stored by older bookings as it is', () => {
    expect(videoRoomUrl('https://meet.jit.si', 'https://meet.jit.si/SaronaAyurveda-ABC-0a1b')).toBe(
      'https://meet.jit.si/SaronaAyurveda-ABC-0a1b',
    );
  });
});
