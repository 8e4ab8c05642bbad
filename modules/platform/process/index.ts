export { type MainOptions, type RunningProcess, runMain, runOrExit } from './run-main.ts';
