// @kemet/shared (leftover until @kemet/contract lands): the API's types and the event rules both sides share.
export * from './api/types';
export { hasTakenPlace } from './events/hasTakenPlace';
