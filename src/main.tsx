import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { disableContextMenu } from "./global-behaviours";
import { warmUp } from "./routes/warm-up";
import "./styles.css";

// antd 5 on React 19 needs '@ant-design/v5-patch-for-react-19' before antd renders anything of its own.
// It is imported where antd enters (src/theme-scope.tsx, providers/antd-notification.ts), not here, so
// that antd stays out of the login page's chunks.

disableContextMenu();
warmUp();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
