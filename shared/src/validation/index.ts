export * from './messages';
export * from './passwordRules';
export * from './schemas';
export * from './validate';
