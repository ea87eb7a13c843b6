/** Time is a dependency: tests move it instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
