// @kemet/shared/testing: test helpers every package's tests share (jest only, never bundled).
export { stubScreenWidth } from './screenWidth';
