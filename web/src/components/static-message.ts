/** antd's static message API, loaded on the first toast shown before the themed one is bound. */
export { message } from 'antd';
