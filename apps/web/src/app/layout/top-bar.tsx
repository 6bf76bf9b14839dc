import { Link } from "react-router";
import { LogoMark } from "../../components/ui/logo-mark";
import { paths } from "../../lib/paths";
import { AccountMenu } from "./account-menu";
import { DesktopNav } from "./desktop-nav";

export function TopBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
        >
          <LogoMark />
          GradeAtlas
        </Link>
        <div className="flex items-center gap-3">
          <DesktopNav />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
