export {
  checkRights,
  type LogoutReason,
  type RightsFetchers,
  type RightsOutcome,
} from './check-rights';
