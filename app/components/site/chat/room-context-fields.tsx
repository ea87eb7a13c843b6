import { useId } from 'react';
import type { ChatContext, RoomType } from '#shared/chat.ts';
import { isRoomType, ROOM_TYPE_OPTIONS } from './room-types.ts';
import { useFormOptions } from './use-form-options.ts';

export interface RoomDetails {
  roomType: RoomType | '';
  style: string;
  budget: string;
}

export const NO_ROOM_DETAILS: RoomDetails = { roomType: '', style: '', budget: '' };

/** The context every call carries (shared/chat.ts): only what the visitor chose. */
export function contextOf(details: RoomDetails): ChatContext {
  return {
    ...(details.roomType ? { roomType: details.roomType } : {}),
    ...(details.style ? { style: details.style } : {}),
    ...(details.budget ? { budget: details.budget } : {}),
  };
}

/**
 * Room type (for the photo analysis and the plan), style and budget (the studio's own option
 * lists). Sent with every call, so answers and plans fit the room being asked about.
 */
export function RoomContextFields({
  value,
  onChange,
  disabled,
}: {
  value: RoomDetails;
  onChange: (value: RoomDetails) => void;
  disabled: boolean;
}) {
  const styles = useFormOptions('projectStyle');
  const budgets = useFormOptions('budget');
  return (
    <div className="grid grid-cols-3 gap-2 border-b border-stone bg-linen px-4 py-3">
      <ContextSelect
        label="Room"
        empty="Any room"
        options={ROOM_TYPE_OPTIONS}
        value={value.roomType}
        disabled={disabled}
        onChange={(roomType) => onChange({ ...value, roomType: isRoomType(roomType) ? roomType : '' })}
      />
      <ContextSelect
        label="Style"
        empty="Any style"
        options={styles}
        value={value.style}
        disabled={disabled}
        onChange={(style) => onChange({ ...value, style })}
      />
      <ContextSelect
        label="Budget"
        empty="Any budget"
        options={budgets}
        value={value.budget}
        disabled={disabled}
        onChange={(budget) => onChange({ ...value, budget })}
      />
    </div>
  );
}

function ContextSelect({
  label,
  empty,
  options,
  value,
  disabled,
  onChange,
}: {
  label: string;
  empty: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium text-muted">
        {label}
      </label>
      {/* 16 px on phones: iOS zooms into any field smaller than that on focus. */}
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block h-9 w-full truncate rounded-md border border-stone bg-white px-2 text-base text-ink sm:text-sm disabled:cursor-not-allowed disabled:opacity-60"
      >
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
