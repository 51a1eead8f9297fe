import { MeasuringStrategy, type MeasuringConfiguration } from '@dnd-kit/core';

/**
 * Drop zones are measured again throughout a drag. A fixed or sticky DELETE bar stays put on screen while the
 * drag scrolls the page under it, so a rect measured when the drag began would miss the drop.
 */
export const MEASURE_DROP_ZONES_WHILE_DRAGGING: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.Always },
};
