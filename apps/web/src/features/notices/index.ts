export { NoticeButton } from './NoticeButton.tsx';
