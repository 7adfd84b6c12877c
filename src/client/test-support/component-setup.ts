// Every component test page has the app's styles: what is hidden, shown or focusable is as in the app.
import '../styles/app.css';
