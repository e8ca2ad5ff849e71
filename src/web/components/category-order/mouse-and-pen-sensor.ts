import { PointerSensor, type PointerSensorOptions } from '@dnd-kit/core';
import type { PointerEvent } from 'react';

/**
 * dnd-kit's PointerSensor for the mouse and pens only. A touch fires pointer events too, and the first sensor
 * to claim them wins: leaving touches to the TouchSensor lets its hold delay apply, so a swipe scrolls the page.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') {
          return false;
        }
        onActivation?.({ event });
        return true;
      },
    },
  ];
}
