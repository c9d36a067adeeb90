// Which of the two forms the sign-in screen shows.
export type AuthMode = 'signIn' | 'signUp';
