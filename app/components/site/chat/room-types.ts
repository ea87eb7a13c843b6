import { ROOM_TYPES, type RoomType } from '#shared/chat.ts';

/** How each room type reads in the widget; a Record, so a new room type cannot go unlabelled. */
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  'living-room': 'Living Room',
  kitchen: 'Kitchen',
  bedroom: 'Bedroom',
  dining: 'Dining Room',
  bathroom: 'Bathroom',
  'home-office': 'Home Office',
};

export const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] }));

export function isRoomType(value: string): value is RoomType {
  return (ROOM_TYPES as readonly string[]).includes(value);
}
