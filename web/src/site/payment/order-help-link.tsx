import { Link } from 'react-router-dom';

/** Beyond the spec (issue 11): the link to /order-help, where a buyer can get the downloads again. */
export function OrderHelpLink() {
  return (
    <Link
      to="/order-help"
      className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
    >
      Get your downloads again
    </Link>
  );
}
