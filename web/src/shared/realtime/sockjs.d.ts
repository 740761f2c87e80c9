// The self-contained browser build of sockjs-client: the package's CommonJS entry expects Node's
// `global`, which Vite does not provide.
declare module 'sockjs-client/dist/sockjs.min.js' {
  import SockJS from 'sockjs-client';
  export default SockJS;
}
