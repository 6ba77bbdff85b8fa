// The reward pages, one lazy chunk: each is small, and a player who opens one often opens another.
export { default as SignInScreen } from './sign-in-screen';
export { default as NoviceTaskScreen } from './novice-task-screen';
export { default as RescueScreen } from './rescue-screen';
export { default as VoucherScreen } from './voucher-screen';
export { default as LeaderBoardScreen } from './leader-board-screen';
