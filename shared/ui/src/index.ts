// @kemet/ui: the UI kit and display formats. Stateless, so a remote built on another major may safely bring its own copy.
export { Button, buttonClassName, type ButtonProps } from './Button';
export { Notice, type NoticeProps } from './Notice';
export { Skeleton } from './Skeleton';
export { useMediaQuery } from './useMediaQuery';
export * from './format';
export * from './cairoTime';
export { runStepsInSeparateTasks } from './runStepsInSeparateTasks';
export * from './money';
export * from './artwork';
export * from './calendarDays';
